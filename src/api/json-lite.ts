// ofetch's response parser (destr, its default export) for the JSON this client receives: JSON
// text parsed, anything else returned as the text it is; keys that could reach an object's
// prototype dropped. The build aliases 'destr' to this file (vite.config.ts), saving destr's
// general value coercion in every element's first API call.

function withoutPrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) return undefined;
  return value;
}

export default function destr<T = unknown>(value: unknown): T {
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value, withoutPrototypeKeys) as T;
  } catch {
    return value as T;
  }
}

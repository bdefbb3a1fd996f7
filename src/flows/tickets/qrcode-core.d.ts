// node-qrcode's core module alone (its package types only declare the whole 'qrcode', whose
// browser entry brings the canvas and string renderers along).
declare module 'qrcode/lib/core/qrcode.js' {
  export const create: typeof import('qrcode').create;
}

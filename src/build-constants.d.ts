// Stamped by the build (vite.config.ts `define`): the app version of docs/behaviour/9-constants.md and the id
// of this build, which the version check compares with dist/unique.json.
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

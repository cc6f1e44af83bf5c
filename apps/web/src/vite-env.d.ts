/// <reference types="vite/client" />

// The id of this build, written by vite.config.ts next to dist/build.json.
declare const __BUILD_ID__: string;

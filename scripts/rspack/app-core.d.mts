// Types of the chunk list for rsbuild.config.ts and its suite (tests/server/build-app-core.test.ts).
export declare const APP_CORE_MODULES: string[];
export declare const APP_CORE_LIBRARIES: string[];
export declare const APP_CORE: RegExp;

// Types of the build plugin for rsbuild.config.ts and its suite (tests/server/build-compile-hints.test.ts).
import type { rspack } from '@rsbuild/core';

export declare const COMPILE_HINT: '//# allFunctionsCalledOnLoad';
export declare function compileHintsPlugin(r: typeof rspack): InstanceType<typeof rspack.BannerPlugin>;

// Types of the build plugin for rsbuild.config.ts (decision 081).
import type { rspack, Rspack } from '@rsbuild/core';

export declare const ROUTE_PRELOADS_FILE: '.route-preloads.json';
export declare function routePreloadsPlugin(r: typeof rspack, routes: Record<string, string[]>): Rspack.RspackPluginInstance;

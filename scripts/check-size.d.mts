/** Types of check-size.mjs, for the TypeScript that imports it (e2e/size-budget.spec.ts). */
export declare const BUDGET_KB: number;
export declare function firstVisitScripts(distDir: string): string[];
export declare function gzipKb(file: string): number;

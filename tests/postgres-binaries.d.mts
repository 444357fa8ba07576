export function findPostgresBin(env?: NodeJS.ProcessEnv): string | undefined;
export const postgresBinHint: string;

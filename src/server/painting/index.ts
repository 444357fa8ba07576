export const probe = 1;

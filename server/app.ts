export const buildApp = 1;

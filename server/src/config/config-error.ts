/** A bad environment: the server refuses to start and says which variable is wrong. */
export class ConfigError extends Error {}

/** The startup config travels outside /api (plain JSON); the request module fetches it. */
export { loadStartupConfig } from '../request';

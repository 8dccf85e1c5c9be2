/** The course console pages share the one admin load hook. */
export { useAdminLoad as useAdminData } from '../use-admin-load';

/** A boolean as the console's forms send it. */
export const yes = (v: boolean | undefined) => v === true;

export const platform = 'h5' as const;
// The H5 app and the API share one origin.
export const apiOrigin = '';

export const platform = 'weapp' as const;
export const apiOrigin: string = API_ORIGIN.replace(/\/+$/, '');

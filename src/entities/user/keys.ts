/** The profile's query key, apart from the fetcher so a signed-out screen can name it without loading the API client. */
export const profileQueryKey = ['users', 'profile'] as const;

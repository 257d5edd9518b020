/** The API key entity of the site table: `APIKEY#<key>` / `APIKEY`, listed on byKind `APIKEY`. */
export const API_KEY_KIND = 'APIKEY';
export const apiKeyKey = (apiKey: string) => ({ pk: `APIKEY#${apiKey}`, sk: 'APIKEY' });

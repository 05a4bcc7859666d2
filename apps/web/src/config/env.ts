// The web reads only VITE_* keys, here (STYLE.md "Habits"). The app key and secret identify the
// client app to the API; they are not a security boundary (the secret ships in the browser).
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '',
  appKey: (import.meta.env.VITE_APP_KEY as string | undefined) || 'galera-web',
  appSecret: (import.meta.env.VITE_APP_SECRET as string | undefined) || 'galera-web-dev-secret',
} as const

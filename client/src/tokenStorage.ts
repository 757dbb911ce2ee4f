/** The bearer token lives in localStorage under 'token' (docs/rest.md, Signing in). */
const TOKEN_KEY = 'token';

// Storage can throw (private mode, disabled storage); a missing token is then the honest answer.
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // The session still works for this tab through memory-held state.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function authorizationHeader(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export const TOKEN_STORAGE_KEY = TOKEN_KEY;

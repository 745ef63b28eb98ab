/**
 * Text fit to print: the credentials of every URL in it (`http://user:pass@host`) shown as `***`.
 * People put the admin token there (the admin API takes it as the password of Basic), so every
 * line that may repeat a URL given to the mock goes through this first.
 * @example maskUrlCredentials('cannot reach http://me:s3cret@127.0.0.1:4010/__admin') // 'cannot reach http://***@127.0.0.1:4010/__admin'
 */
export function maskUrlCredentials(text: string): string {
  // Up to the last `@` before the path: a raw `@` in a password is still part of the userinfo.
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#]*@/gi, '$1***@');
}

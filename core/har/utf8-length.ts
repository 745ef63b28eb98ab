/**
 * How many bytes a string takes in UTF-8, counted without encoding it (bodies are up to 64 KiB and
 * a HAR up to its limit: no copy is made to learn a size).
 * @example utf8Length('é') // 2
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    // A surrogate pair is 4 bytes: 2 for each half; a lone surrogate becomes U+FFFD, 3 bytes.
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

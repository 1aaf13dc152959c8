const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** Whole yuan in capital numerals: 10000001 → 壹仟万零壹 (one 零 per run of zeros, none at the end). */
function yuanInWords(digits: string): string {
  let out = '';
  let zero = false;
  for (let i = 0; i < digits.length; i += 1) {
    const d = Number(digits[i]);
    const pos = digits.length - 1 - i;
    if (d === 0) zero = out !== '';
    else {
      if (zero) out += '零';
      zero = false;
      out += DIGITS[d] + PLACES[pos % 4];
    }
    // Closing a group of four: its name (万, 亿) when any of its digits is not zero.
    if (pos % 4 === 0 && pos > 0 && Number(digits.slice(Math.max(0, i - 3), i + 1)) !== 0) out += GROUPS[pos / 4];
  }
  return out;
}

/**
 * An amount in yuan as Chinese invoices and delivery notes write it in capitals (人民币大写), so
 * the figure cannot be altered: '1204.50' → 壹仟贰佰零肆元伍角整.
 */
export function rmbInWords(amount: string): string {
  const [whole = '0', fraction = ''] = Number(amount).toFixed(2).split('.');
  const yuan = yuanInWords(whole.replace(/^0+(?=\d)/, ''));
  const [jiao, fen] = [Number(fraction[0]), Number(fraction[1])];
  let out = yuan ? `${yuan}元` : '';
  if (jiao) out += `${DIGITS[jiao]}角`;
  else if (fen && yuan) out += '零';
  if (fen) out += `${DIGITS[fen]}分`;
  return out ? (fen ? out : `${out}整`) : '零元整';
}

/** The serial after this one, the numeric tail counted up in the same width (SN0099 → SN0100), or undefined. */
function nextSerial(serial: string): string | undefined {
  const m = /^(.*?)(\d+)$/.exec(serial);
  if (!m) return undefined;
  const n = (BigInt(m[2]) + 1n).toString().padStart(m[2].length, '0');
  return n.length === m[2].length ? m[1] + n : undefined;
}

/**
 * Serials as a paper note lists them: a run of three or more consecutive ones as its first and
 * last with the count (SN0016～SN0037（22）), the others one by one, in the order given.
 */
export function serialRuns(serials: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < serials.length; ) {
    let j = i;
    while (j + 1 < serials.length && nextSerial(serials[j]) === serials[j + 1]) j += 1;
    if (j - i >= 2) out.push(`${serials[i]}～${serials[j]}（${j - i + 1}）`);
    else out.push(...serials.slice(i, j + 1));
    i = j + 1;
  }
  return out;
}

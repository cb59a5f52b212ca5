/**
 * The floating widget's WhatsApp and call buttons, from the site settings' `whatsapp` and `phone`
 * (free text as the operator typed it). No link when the setting holds no usable number, so the
 * button is not shown.
 */

/** The digits, without a "(0)" trunk prefix: "+44 (0)161 496 0000" gives 441614960000. */
const digitsOf = (setting: string) => setting.replace(/\(0\)|\D/g, '');

/** https://wa.me/<digits>, or null: WhatsApp needs the number with its country code (+44 or 0044). */
export function whatsappHref(setting: string): string | null {
  const number = digitsOf(setting).replace(/^00/, '');
  // A number written nationally (07700 …) cannot be made international without knowing its country.
  return /^[1-9]/.test(number) && !/^\s*0(?!0)/.test(setting) ? `https://wa.me/${number}` : null;
}

/** tel:+<digits> (tel:<digits> for a number written nationally), or null. */
export function telHref(setting: string): string | null {
  const number = digitsOf(setting);
  return number ? `tel:${/^\s*\+/.test(setting) ? '+' : ''}${number}` : null;
}

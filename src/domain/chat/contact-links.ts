/**
 * The floating widget's WhatsApp and call buttons, from the site settings' `whatsapp` and `phone`
 * (free text as the operator typed it). No link when the setting holds no usable number, so the
 * button is not shown.
 */

/** The digits of an international number: "+44 (0)7700 900142" and "0044 7700 900142" give 447700900142. */
function internationalDigits(setting: string): string {
  return setting.replace(/\(0\)/g, '').replace(/\D/g, '').replace(/^00/, '');
}

/** https://wa.me/<digits>, or null: WhatsApp needs the number with its country code. */
export function whatsappHref(setting: string): string | null {
  const trimmed = setting.trim();
  const digits = internationalDigits(trimmed);
  // A number written nationally (07700 …) cannot be made international without knowing its country.
  if (digits === '' || /^0[^0]/.test(trimmed.replace(/[^\d+]/g, ''))) return null;
  return /^[1-9]\d*$/.test(digits) ? `https://wa.me/${digits}` : null;
}

/** tel:+<digits> (or tel:<digits> for a national number), or null. */
export function telHref(setting: string): string | null {
  const plus = setting.trim().startsWith('+');
  const digits = setting.replace(/\(0\)/g, '').replace(/\D/g, '');
  return digits === '' ? null : `tel:${plus ? '+' : ''}${digits}`;
}

// Code step of the Mailchimp lead flow (Send leads to Mailchimp, step 6). Paste it into the Activepieces Code step.
// Inputs: `leads`, the List leads answer's `body.data`; `leadId`, the event's `data.lead.id`; optional `doubleOptIn`,
// `true` for double opt-in: Mailchimp then adds a new member as pending and emails them a confirmation link.
// Returns null unless that lead said `Yes` and is no Preview lead; otherwise the member's subscriber hash (MD5
// of the lower-cased email address, as Mailchimp's API names members) and the body of the PUT request.
export const code = async (inputs) => {
  const leads = Array.isArray(inputs.leads) ? inputs.leads : [];
  const lead = leads.find(
    (item) => item.id === inputs.leadId && item.fields?.newsletter === 'Yes' && item.preview !== true,
  );
  if (!lead || typeof lead.email !== 'string' || lead.email.trim() === '') return null;

  // MD5 (RFC 1321) of the UTF-8 bytes of a text. The Code step has no crypto module, so it is written out here.
  const md5 = (text) => {
    const bytes = [];
    const escaped = encodeURIComponent(text);
    for (let i = 0; i < escaped.length; i += 1) {
      if (escaped[i] === '%') {
        bytes.push(parseInt(escaped.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(escaped.charCodeAt(i));
    }
    const bitLength = bytes.length * 8;
    bytes.push(0x80);
    while (bytes.length % 64 !== 56) bytes.push(0);
    for (let i = 0; i < 8; i += 1) bytes.push(i < 4 ? (bitLength >>> (8 * i)) & 0xff : 0);
    const shifts = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
    const sines = Array.from({length: 64}, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);
    let [a0, b0, c0, d0] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
    for (let block = 0; block < bytes.length; block += 64) {
      const words = Array.from(
        {length: 16},
        (_, i) =>
          bytes[block + 4 * i] |
          (bytes[block + 4 * i + 1] << 8) |
          (bytes[block + 4 * i + 2] << 16) |
          (bytes[block + 4 * i + 3] << 24),
      );
      let [a, b, c, d] = [a0, b0, c0, d0];
      for (let i = 0; i < 64; i += 1) {
        const round = i >> 4;
        let f;
        let g;
        if (round === 0) [f, g] = [(b & c) | (~b & d), i];
        else if (round === 1) [f, g] = [(d & b) | (~d & c), (5 * i + 1) % 16];
        else if (round === 2) [f, g] = [b ^ c ^ d, (3 * i + 5) % 16];
        else [f, g] = [c ^ (b | ~d), (7 * i) % 16];
        const sum = (a + f + sines[i] + words[g]) | 0;
        const s = shifts[round * 4 + (i % 4)];
        [a, d, c] = [d, c, b];
        b = (b + ((sum << s) | (sum >>> (32 - s)))) | 0;
      }
      [a0, b0, c0, d0] = [(a0 + a) | 0, (b0 + b) | 0, (c0 + c) | 0, (d0 + d) | 0];
    }
    return [a0, b0, c0, d0]
      .map((word) => [0, 8, 16, 24].map((shift) => ((word >>> shift) & 0xff).toString(16).padStart(2, '0')).join(''))
      .join('');
  };

  const email = lead.email.trim();
  const doubleOptIn = inputs.doubleOptIn === true || String(inputs.doubleOptIn).trim().toLowerCase() === 'true';
  return {
    subscriber_hash: md5(email.toLowerCase()),
    // status_if_new and no status: a new member is subscribed (or pending, with double opt-in); an existing member,
    // unsubscribed included, keeps their status.
    body: {email_address: email, status_if_new: doubleOptIn ? 'pending' : 'subscribed'},
  };
};

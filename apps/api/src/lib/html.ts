/** Escapes text for HTML (e-mails, the development mailbox). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

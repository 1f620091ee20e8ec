/** The ports of one e2e run: the app, and the mail sink's SMTP and HTTP sides. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
export const MAIL_SINK_SMTP_PORT = APP_PORT + 1;
export const MAIL_SINK_HTTP_PORT = APP_PORT + 2;

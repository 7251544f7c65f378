/** The links a price-alert mail carries, to the server's own pages (not the web app's). */
export const stopPath = (publicUrl: string, stopCode: string) => `${publicUrl}/price-alert/stop/${stopCode}`;
export const confirmPath = (publicUrl: string, token: string) => `${publicUrl}/price-alert/confirm/${token}`;

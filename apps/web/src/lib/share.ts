import { toast } from '../components/ui/toast';
import { platform } from './platform';

const cancelled = (error: unknown) => /cancel|abort/i.test(String((error as Error)?.message ?? error));

/**
 * Shares a link with the system share sheet: Capacitor's in the native shell, the Web Share API in
 * a browser that has it; otherwise copies the link and says so.
 */
export async function shareLink(url: string, copiedMessage: string, title = document.title) {
  if (platform.isNative) {
    try {
      const { Share } = await import('@capacitor/share');
      await Share.share({ title, url, dialogTitle: title });
      return;
    } catch (error) {
      if (cancelled(error)) return;
      // No native sheet (a browser testing with ?native=1): the web way below.
    }
  }
  try {
    if (navigator.share) await navigator.share({ url, title });
    else {
      await navigator.clipboard.writeText(url);
      toast.success(copiedMessage);
    }
  } catch {
    // The traveller closed the share sheet; nothing to say.
  }
}

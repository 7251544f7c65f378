import { toast } from '../components/ui/toast';

/** Shares a link with the system share sheet, else copies it and says so. */
export async function shareLink(url: string, copiedMessage: string) {
  try {
    if (navigator.share) await navigator.share({ url, title: document.title });
    else {
      await navigator.clipboard.writeText(url);
      toast.success(copiedMessage);
    }
  } catch {
    // The traveller closed the share sheet; nothing to say.
  }
}

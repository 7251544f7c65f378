import { useTranslation } from '../../lib/translate';
import { Button } from './button';
import { Popup } from './popup';

/** "Are you sure?" before something that cannot be undone: Cancel, or the danger action. */
export function ConfirmPopup({
  isOpen,
  onCancel,
  onConfirm,
  title,
  text,
  confirmLabel,
}: {
  isOpen: boolean;
  onCancel(): void;
  onConfirm(): void;
  title: string;
  text: string;
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onPress={onConfirm}>
            {confirmLabel ?? t('common.delete')}
          </Button>
        </>
      }
    >
      {text}
    </Popup>
  );
}

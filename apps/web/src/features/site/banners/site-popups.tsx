import { useLocale } from '../../../app/locale/use-locale.ts';
import { useSiteConfig } from '../use-site-config.ts';
import { PopupModal } from './popup-modal.tsx';
import { usePopupVisibility } from './use-popup-visibility.ts';

/** The update popup, then the notice popup: one at a time, so two modals never stack. */
export function SitePopups() {
  const locale = useLocale();
  const { data: siteConfig } = useSiteConfig();
  const update = siteConfig?.banners.update ?? null;
  const notice = siteConfig?.banners.notice ?? null;
  const updateVisibility = usePopupVisibility('update', update);
  const noticeVisibility = usePopupVisibility('notice', notice);

  return (
    <>
      {update && (
        <PopupModal
          kind="update"
          banner={update}
          locale={locale}
          opened={updateVisibility.visible}
          onHide={updateVisibility.hide}
          onClose={updateVisibility.close}
        />
      )}
      {notice && (
        <PopupModal
          kind="notice"
          banner={notice}
          locale={locale}
          opened={noticeVisibility.visible && !updateVisibility.visible}
          onHide={noticeVisibility.hide}
          onClose={noticeVisibility.close}
        />
      )}
    </>
  );
}

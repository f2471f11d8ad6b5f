import { useLocale } from '../../../app/locale/use-locale.ts';
import { useSiteConfig } from '../use-site-config.ts';
import { PopupCard } from './popup-card.tsx';
import { usePopupVisibility } from './use-popup-visibility.ts';

/** The update popup, then the notice popup: one at a time, so two cards never stack. */
export function SitePopups() {
  const locale = useLocale();
  const { data: siteConfig } = useSiteConfig();
  const update = siteConfig?.banners.update ?? null;
  const notice = siteConfig?.banners.notice ?? null;
  const updateVisibility = usePopupVisibility('update', update);
  const noticeVisibility = usePopupVisibility('notice', notice);

  if (update && updateVisibility.visible) {
    return (
      <PopupCard
        key={update.id}
        kind="update"
        banner={update}
        locale={locale}
        onHide={updateVisibility.hide}
        onClose={updateVisibility.close}
      />
    );
  }
  if (notice && noticeVisibility.visible) {
    return (
      <PopupCard
        key={notice.id}
        kind="notice"
        banner={notice}
        locale={locale}
        onHide={noticeVisibility.hide}
        onClose={noticeVisibility.close}
      />
    );
  }
  return null;
}

// The frame of the account popups that offer more than one way (register, forgot password): the dialog, its banner
// beside the form on desktop, the tabs when there is more than one way, the open way's panel, and the link under it.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, formNoteCss, Tabs, theme } from '@mekong/ui';
import { popupWidth, usePopupBanner, WithBanner, type BannerGroup } from './formParts';

export interface TabbedPopupProps<Way extends string> {
  title: string;
  group: BannerGroup;
  onClose: () => void;
  /** Accessible name of the tab list. */
  tabsLabel: string;
  /** The ways on offer; the tabs show only when there are two or more. */
  tabs: readonly { id: Way; label: string }[];
  value: Way;
  onChange: (way: Way) => void;
  /** The link to another popup, under the panel. */
  footer: ReactNode;
  /** The open way's form. */
  children: ReactNode;
}

export function TabbedPopup<Way extends string>({
  title,
  group,
  onClose,
  tabsLabel,
  tabs,
  value,
  onChange,
  footer,
  children,
}: TabbedPopupProps<Way>) {
  const { t } = useTranslation();
  const hasBanner = usePopupBanner(group) !== null;
  const panelId = useId();
  const tabbed = tabs.length > 1;
  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t('common.close')} width={popupWidth(hasBanner)}>
      <WithBanner group={group}>
        {tabbed && <Tabs label={tabsLabel} tabs={tabs} value={value} panelId={panelId} onChange={(id) => onChange(id as Way)} />}
        <div id={panelId} role={tabbed ? 'tabpanel' : undefined} css={{ marginTop: theme.spacing(4) }}>
          {children}
        </div>
        <p css={[formNoteCss, { textAlign: 'center', marginTop: theme.spacing(4) }]}>{footer}</p>
      </WithBanner>
    </Dialog>
  );
}

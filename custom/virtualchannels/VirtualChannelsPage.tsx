import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import type { NumberedChannel } from '../../dataProvider/vll/vllProvider';
import { ResourceTablePage } from '../../kit/list/ResourceTablePage';
import { pickLocalizedName } from '../../kit/names/localizedName';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { StatusChip } from '../../kit/status/StatusChip';
import { useChannelNumberFlow } from './ChannelNumberDialogs';

type ChannelRow = NumberedChannel & { tz?: string };

const base = (product: string | undefined) =>
  `/apps/${product === undefined ? '' : `${encodeURIComponent(product)}/`}live/virtuallivechannel`;

/**
 * The virtual channels list (`/apps/:product?/live/virtuallivechannel`, 'Virtual Channels'): each
 * channel with its number, time zone and status; 'New Virtual Channel' opens the create form, Edit
 * the channel's editor, Schedule its schedule page, and the number changes in a dialog (a
 * duplicate opens the duplicate dialog naming the holder; an active draft is refused with the
 * spec's message). A viewer sees the list only.
 */
export function VirtualChannelsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const product = useCurrentProduct();
  const canCreate = usePermission('create', 'cp_vll');
  const canEdit = usePermission('update', 'cp_vll');
  const numberFlow = useChannelNumberFlow();
  const nameOf = (row: ChannelRow) => pickLocalizedName(row.lon, locale) ?? row.id;

  return (
    <ResourceTablePage<ChannelRow>
      resource="virtuallivechannel"
      prefix="console.virtualChannels"
      canEdit={canEdit}
      addTo={canCreate ? `${base(product)}/add` : undefined}
      rowLabel={(row) => String(row.id)}
      columns={[
        { id: 'name', render: nameOf },
        { id: 'number', render: (row) => row.cn ?? '' },
        { id: 'zone', render: (row) => row.tz ?? 'UTC' },
        { id: 'status', render: (row) => <StatusChip status={row.st} area="live" /> },
      ]}
      rowActions={(row, refetch) => {
        const name = nameOf(row);
        const id = encodeURIComponent(String(row.id));
        return (
          <>
            <Button
              size="small"
              component={RouterLink}
              to={`${base(product)}/${id}`}
              aria-label={`${translate('console.virtualChannels.edit')}: ${name}`}
            >
              {translate('console.virtualChannels.edit')}
            </Button>
            <Button
              size="small"
              component={RouterLink}
              to={`${base(product)}/schedule/draft/${id}`}
              aria-label={`${translate('console.virtualChannels.schedule')}: ${name}`}
            >
              {translate('console.virtualChannels.schedule')}
            </Button>
            {canEdit && (
              <Button
                size="small"
                aria-label={`${translate('console.virtualChannels.changeNumber')}: ${name}`}
                onClick={() =>
                  numberFlow.open(
                    { id: String(row.id), key: row.key, ut: row.ut, cn: row.cn ?? null, name },
                    () => refetch(),
                  )
                }
              >
                {translate('console.virtualChannels.changeNumber')}
              </Button>
            )}
          </>
        );
      }}
    >
      {numberFlow.dialogs}
    </ResourceTablePage>
  );
}

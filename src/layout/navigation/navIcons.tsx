import type { SvgIconComponent } from '@mui/icons-material';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CollectionsIcon from '@mui/icons-material/Collections';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import LabelIcon from '@mui/icons-material/Label';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PolicyIcon from '@mui/icons-material/Policy';
import PublicIcon from '@mui/icons-material/Public';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import StorageIcon from '@mui/icons-material/Storage';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TuneIcon from '@mui/icons-material/Tune';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';

/*
 * The MUI icons the served menu and the icon rail name. Importing each one keeps the
 * bundle small; a name the server adds later gets a plain dot until it is listed here.
 */
const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  Campaign: CampaignIcon,
  Category: CategoryIcon,
  Collections: CollectionsIcon,
  ContentCut: ContentCutIcon,
  Dashboard: DashboardIcon,
  EmojiEvents: EmojiEventsIcon,
  Label: LabelIcon,
  LiveTv: LiveTvIcon,
  LocalOffer: LocalOfferIcon,
  ManageSearch: ManageSearchIcon,
  OndemandVideo: OndemandVideoIcon,
  OpenInNew: OpenInNewIcon,
  PermMedia: PermMediaIcon,
  Policy: PolicyIcon,
  Public: PublicIcon,
  Settings: SettingsIcon,
  SettingsApplications: SettingsApplicationsIcon,
  Storage: StorageIcon,
  Storefront: StorefrontIcon,
  Tune: TuneIcon,
  ViewQuilt: ViewQuiltIcon,
};

/** The MUI icon a menu entry or rail section names. */
export function NavIcon({
  name,
  fontSize = 'medium',
}: {
  name: string;
  fontSize?: 'small' | 'medium';
}) {
  const Icon = ICONS[name];
  return Icon ? <Icon fontSize={fontSize} /> : <FiberManualRecordIcon sx={{ fontSize: 10 }} />;
}

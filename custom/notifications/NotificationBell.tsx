import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { usePermission } from '../../authProvider/usePermission';
import { hasNotificationService } from '../../dataProvider/notificationProvider';
import { useNavigate } from 'react-router-dom';
import { notificationJobDisplay } from '../../domain/statuses';
import { JobStateText } from './JobStateText';
import { NOTIFICATION_PATHS } from './paths';
import { useJobFeed } from './useJobFeed';
import { useJobTitle } from './useJobTitle';
import { HoverTooltip } from '../../kit/feedback/HoverTooltip';

/**
 * The toolbar's bell (spec section 2): the user's bulk update and episode sorting jobs, each named
 * by its action and item count ('Archive · 20 movies'), with their progress (success/count) and state, 'No Status Record Found' when there are none; a dot when a
 * job was created since it was last opened, cleared by opening it; an entry opens the
 * notification page. Jobs arrive through the server's event stream, within a second. Only for
 * who views the notification page (cp_notification, the rule of the page and its route): anyone
 * else gets no bell, and no feed read or stream opened.
 */
export function NotificationBell() {
  const allowed = usePermission('view', 'cp_notification');
  const dataProvider = useDataProvider();
  // A console assembled without the notification service (a test's shell) has no bell.
  return allowed && hasNotificationService(dataProvider) ? <JobBell /> : null;
}

function JobBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleOf = useJobTitle();
  const { jobs, unseen, markSeen } = useJobFeed();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const label = translate(
    unseen ? 'console.notifications.bell.unseen' : 'console.notifications.bell.label',
  );

  const openPage = () => {
    setOpen(false);
    void navigate(NOTIFICATION_PATHS.page);
  };

  return (
    <>
      <HoverTooltip title={label}>
        <IconButton
          ref={anchor}
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="notification-bell"
          onClick={() => {
            setOpen(true);
            markSeen();
          }}
        >
          <Badge
            variant="dot"
            color="error"
            invisible={!unseen}
            data-testid="notification-dot"
            data-unseen={unseen}
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </HoverTooltip>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 360, maxWidth: '90vw', maxHeight: '64vh' },
          } as object,
        }}
      >
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 2, py: 1.5 }}>
          {translate('console.notifications.bell.heading')}
        </Typography>
        <Divider />
        {jobs.length === 0 ? (
          <Typography sx={{ px: 2, py: 3 }} color="text.secondary">
            {translate('console.notifications.bell.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby={headingId}>
            {jobs.map((job) => {
              const display = notificationJobDisplay(job);
              return (
                <ListItem key={job.id} disablePadding divider>
                  <ListItemButton onClick={openPage} data-job-id={job.id}>
                    <ListItemText
                      primary={<span data-testid="job-title">{titleOf(job)}</span>}
                      secondary={
                        <Box
                          component="span"
                          sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
                        >
                          <JobStateText display={display} />
                          <Box component="span" data-testid="job-progress">
                            {display.progress}
                          </Box>
                        </Box>
                      }
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        <Divider />
        <ListItemButton onClick={openPage} sx={{ justifyContent: 'center' }}>
          {translate('console.notifications.bell.openPage')}
        </ListItemButton>
      </Popover>
    </>
  );
}

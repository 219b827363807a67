import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import {
  SMALL_SCREEN_QUERY,
  TOAST_AUTO_CLOSE_MS,
  TOAST_WIDTH,
  TOAST_WIDTH_SMALL,
} from '../platform/notifications/toast-options';
import classes from './ToastHost.module.css';

/** Where toasts appear: top right, 400 px wide (300 px on small screens), hidden after 5 s by default. */
export function ToastHost() {
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position="top-right"
      classNames={{ root: classes.root }}
      autoClose={TOAST_AUTO_CLOSE_MS}
      containerWidth={small ? TOAST_WIDTH_SMALL : TOAST_WIDTH}
      data-testid="toast-host"
    />
  );
}

import { createContext } from 'react';
import type { EventSource } from './user-socket';

/** The user channel while signed in, null otherwise. */
export const UserSocketContext = createContext<EventSource | null>(null);

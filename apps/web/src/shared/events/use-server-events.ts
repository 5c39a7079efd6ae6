import { useEffect, useRef } from 'react';
import { eventsClient, type ServerEvent } from './events-socket';

/**
 * Calls `onEvent` for every events-socket message while mounted. `groupId` ties the socket to the
 * active group: after a group switch it reconnects and hears the new group's events.
 */
export function useServerEvents(groupId: string, onEvent: (event: ServerEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    eventsClient.connect(groupId);
    return eventsClient.subscribe((event) => handler.current(event));
  }, [groupId]);
}

import { HandlerSet, type BusEvent, type EventBus } from './event-bus.js';

/** Single-process bus (embedded default): delivery on the next tick, like a network bus would. */
export function inProcessBus(onError: (error: unknown) => void = () => undefined): EventBus {
  const handlers = new HandlerSet(onError);
  return {
    publish: (event: BusEvent) =>
      new Promise((resolve) => {
        setImmediate(() => {
          handlers.deliver(structuredClone(event));
          resolve();
        });
      }),
    subscribe: (handler) => handlers.add(handler),
    close: async () => handlers.clear(),
  };
}

// Mail: what the server sends; its admin screen is the dev Outbox tab.
export { OutboxPanel } from './admin/components/outbox-panel';

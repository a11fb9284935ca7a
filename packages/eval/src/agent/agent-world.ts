/** An event of the calendar. */
export interface CalendarEvent {
  id: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`, 24-hour. */
  start: string;
  end: string;
}

/** An order of the order database. */
export interface Order {
  id: string;
  customer: string;
  item: string;
  quantity: number;
  /** In euros. */
  total: number;
  status: 'pending' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';
  refundReason?: string;
}

/** What a task's world starts with; every part is optional. */
export interface WorldSeed {
  files?: Record<string, string>;
  kv?: Record<string, string>;
  events?: CalendarEvent[];
  orders?: Order[];
}

/**
 * The state an agent task's tools act on: a virtual file system, a key-value store, a calendar
 * and an order database, all in memory and deterministic (ids are counters, there is no clock),
 * so a task's final state can be checked exactly. Each run gets a fresh world from its seed.
 */
export class AgentWorld {
  readonly files: Map<string, string>;
  readonly kv: Map<string, string>;
  readonly events: CalendarEvent[];
  readonly orders: Order[];
  private nextEvent = 1;

  constructor(seed: WorldSeed = {}) {
    this.files = new Map(Object.entries(seed.files ?? {}));
    this.kv = new Map(Object.entries(seed.kv ?? {}));
    this.events = (seed.events ?? []).map((event) => ({ ...event }));
    this.orders = (seed.orders ?? []).map((order) => ({ ...order }));
  }

  /** Paths directly or deeply under `dir` (`/` for all), sorted. */
  listFiles(dir: string): string[] {
    const prefix = dir.endsWith('/') ? dir : `${dir}/`;
    const found = [...this.files.keys()].filter((path) => path.startsWith(prefix)).sort();
    if (found.length === 0 && dir !== '/') throw new Error(`no such directory: ${dir}`);
    return found;
  }

  readFile(path: string): string {
    const content = this.files.get(path);
    if (content === undefined) {
      const dir = path.slice(0, path.lastIndexOf('/')) || '/';
      throw new Error(`no such file: ${path} (list_files ${dir} shows what is there)`);
    }
    return content;
  }

  getKey(key: string): string {
    const value = this.kv.get(key);
    if (value === undefined) throw new Error(`key not found: ${key}`);
    return value;
  }

  eventsOn(date: string): CalendarEvent[] {
    return this.events
      .filter((event) => event.date === date)
      .sort((a, b) => a.start.localeCompare(b.start));
  }

  /** Adds an event; refuses one that overlaps another on the same day. */
  createEvent(event: Omit<CalendarEvent, 'id'>): CalendarEvent {
    if (!(event.start < event.end))
      throw new Error(`the event must end after it starts (${event.start}–${event.end})`);
    const clash = this.events.find(
      (other) => other.date === event.date && other.start < event.end && event.start < other.end,
    );
    if (clash !== undefined) {
      throw new Error(
        `conflicts with "${clash.title}" (${clash.start}–${clash.end}) on ${clash.date}; choose another time`,
      );
    }
    const created = { id: `evt-${this.nextEvent++}`, ...event };
    this.events.push(created);
    return created;
  }

  cancelEvent(id: string): void {
    const at = this.events.findIndex((event) => event.id === id);
    if (at === -1) throw new Error(`no event with id ${id}`);
    this.events.splice(at, 1);
  }

  order(id: string): Order {
    const found = this.orders.find((order) => order.id === id);
    if (found === undefined) throw new Error(`no order with id ${id}`);
    return found;
  }

  /** Cancels a pending order; a shipped or delivered one must be refunded instead. */
  cancelOrder(id: string): Order {
    const order = this.order(id);
    if (order.status !== 'pending') {
      throw new Error(
        `order ${id} is ${order.status} and can no longer be cancelled; refund it instead`,
      );
    }
    order.status = 'cancelled';
    return order;
  }

  refundOrder(id: string, reason: string): Order {
    const order = this.order(id);
    if (order.status !== 'shipped' && order.status !== 'delivered') {
      throw new Error(
        `order ${id} is ${order.status}; only shipped or delivered orders are refunded`,
      );
    }
    order.status = 'refunded';
    order.refundReason = reason;
    return order;
  }
}

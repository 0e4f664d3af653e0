import { readsAlongsideCheck } from '../db/reads-alongside-check.ts';
import type { AppBindings } from '../env.ts';

/**
 * The bindings a request on a sign-in claim runs with (decisions 022 and 031), so that nothing it does outside the
 * database happens before the sign-in check has passed, whatever order a route does things in:
 *
 * - D1, KV and R2 send reads at once, beside the check, and hand their answers on only once it has passed; everything
 *   else they are asked to do is sent after it (`readsAlongsideCheck` for D1);
 * - every other binding (the assets, a service) sends each call only once the check has passed;
 * - a Durable Object namespace still names objects at once (naming one sends nothing), but each call on an object's
 *   stub waits for the check;
 * - plain values (variables, secrets) are as they are.
 *
 * When the check fails, every held call fails with the check's error, so the attempt ends without having acted.
 * `check` must answer the same promise every time (it runs once per request).
 */
export function bindingsAfterCheck<B extends Pick<AppBindings, 'DB'>>(env: B, check: () => Promise<void>): B {
  const held = Object.entries(env).map(([name, binding]) => [
    name,
    name === 'DB' ? readsAlongsideCheck(env.DB, check) : heldBinding(binding, check),
  ]);
  return Object.fromEntries(held) as B;
}

type Method = (...args: unknown[]) => unknown;

/** A call that waits for the check, then calls `method` on `target`. */
const afterCheck =
  (target: object, method: Method, check: () => Promise<void>) =>
  (...args: unknown[]) =>
    check().then(() => method.apply(target, args));

/** A read sent at once, its answer (or failure) handed on only once the check has passed. */
const besideCheck =
  (target: object, method: Method, check: () => Promise<void>) =>
  (...args: unknown[]) => {
    const answer = Promise.resolve(method.apply(target, args));
    // The answer is only ever handed on through the check; a failure of both must not also surface unhandled.
    answer.catch(() => {});
    return check().then(() => answer);
  };

/** What KV and R2 can be asked that only reads. */
const READS = new Set<PropertyKey>(['get', 'getWithMetadata', 'head', 'list']);

function heldBinding(binding: unknown, check: () => Promise<void>): unknown {
  if (!isBindingObject(binding)) return binding;
  if (isDurableObjectNamespace(binding)) return heldNamespace(binding, check);
  const readsBeside = isKvOrR2(binding);
  return new Proxy(binding, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (readsBeside && READS.has(property) ? besideCheck : afterCheck)(target, value as Method, check);
    },
  });
}

/** An object the runtime hands in as a binding (KV, R2, a namespace, a service), not a value from configuration. */
function isBindingObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype !== Object.prototype && prototype !== null;
}

function isKvOrR2(value: object): value is KVNamespace | R2Bucket {
  const methods = value as Partial<KVNamespace & R2Bucket>;
  return typeof methods.getWithMetadata === 'function' || typeof methods.createMultipartUpload === 'function';
}

function isDurableObjectNamespace(value: object): value is DurableObjectNamespace {
  return typeof (value as Partial<DurableObjectNamespace>).idFromName === 'function';
}

function heldNamespace(namespace: DurableObjectNamespace, check: () => Promise<void>): DurableObjectNamespace {
  return new Proxy(namespace, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'get' || property === 'getByName') {
        return (...args: unknown[]) => heldStub((value as (...a: unknown[]) => object).apply(target, args), check);
      }
      return (value as Method).bind(target);
    },
  });
}

/** A Durable Object's stub whose every call (its RPC methods, `fetch`) waits for the check; its id and name do not. */
function heldStub(stub: object, check: () => Promise<void>): object {
  return new Proxy(stub, {
    get(target, property) {
      if (property === 'id' || property === 'name') return Reflect.get(target, property, target);
      // Not a thenable: a stub is handed around and awaited as a value, never as a promise.
      if (property === 'then') return undefined;
      // Called on the stub itself: an RPC method is not a function object with `apply`.
      const stub = target as Record<PropertyKey, Method>;
      return (...args: unknown[]) => check().then(() => stub[property]!(...args));
    },
  });
}

import { z } from 'zod';

/**
 * Response contracts: a zod schema for what an endpoint answers (the `response` of a v3 envelope,
 * the object itself for the other families). The server checks every answer against its endpoint's
 * contract while tests run (server/http/route.ts), the mocked API (mocks/) builds its answers
 * through the same schemas, and the OpenAPI document describes answers from them, so the mocks and
 * the real API cannot drift apart unnoticed.
 *
 * Contracts use strict objects (`z.strictObject`): a field the server adds without adding it to
 * the contract fails the tests, as a field the contract names and the server leaves out does.
 */

/** True when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What the compiler reports when a contract's output and the type it describes differ. */
interface ContractMismatch<Output, Expected> {
  contractOutput: Output;
  expectedType: Expected;
}

/**
 * A contract for the TypeScript type `T`: `contractFor<PostData>()(z.strictObject({...}))` fails to
 * compile unless the schema's output and `T` match both ways, so the type and the schema stay one
 * description.
 */
export function contractFor<T>() {
  return <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : ContractMismatch<z.output<S>, T>)): S =>
    schema;
}

/** The answer of a call that answers nothing in particular (`{}`), e.g. a v3 write. */
export const emptyAnswer = z.strictObject({});

/** Whether answers are checked against their contracts: while tests run, or when asked to. */
export function contractsChecked(): boolean {
  return process.env.NODE_ENV === 'test' || process.env.API_CONTRACTS === 'check';
}

/** A readable account of how a value breaks a contract (for the test's failure message). */
export function contractBreach(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : z.prettifyError(result.error);
}

import { BadRequestException, Body, type PipeTransform, Query } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';

type SchemaObject = Extract<Parameters<typeof ApiBody>[0], { schema: unknown }>['schema'];

/** One line naming the field at fault, e.g. "email: Invalid email address" or "Unknown field: role". */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const fields = issue.keys.map((key) => (path ? `${path}.${key}` : key));
    return `Unknown field${fields.length > 1 ? 's' : ''}: ${fields.join(', ')}`;
  }
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Error messages for a field: 'Required' when it is missing, `what` when it has the wrong type. */
export const required = (what = 'Must be text') => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? 'Required' : what) });

/** Required text, trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string(required())
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`);

/** An absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Parses untrusted input or throws a 400 whose message names the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestException(describeZodError(result.error));
  return result.data;
}

class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.output<S> {
    return parseInput(this.schema, value ?? {});
  }
}

function jsonSchema(schema: z.ZodType): SchemaObject {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaObject;
}

/**
 * The request body, validated with a zod schema (use `z.strictObject` so unknown fields are refused)
 * and described in the OpenAPI document from the same schema.
 */
export function ZodBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodPipe(schema))(target, key, index);
    if (key !== undefined) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor) ApiBody({ schema: jsonSchema(schema) })(target, key, descriptor);
    }
  };
}

/** The query string, validated like `ZodBody`; each property is documented as a query parameter. */
export function ZodQuery(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodPipe(schema))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor) return;
    for (const [name, field] of Object.entries(schema.shape)) {
      const optional = (field as z.ZodType).safeParse(undefined).success;
      ApiQuery({ name, required: !optional, schema: jsonSchema(field as z.ZodType) })(target, key, descriptor);
    }
  };
}

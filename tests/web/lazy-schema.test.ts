import { validateYupSchema, yupToFormErrors } from 'formik';
import * as yup from 'yup';
import { lazySchemaValidate } from '@/shared/lib/lazy-schema';

const schema = yup.object({
  email: yup.string().trim().required('Email is required').email('Invalid email'),
  password: yup.string().required('Password is required').min(8, 'Too short'),
});
type Values = { email: string; password: string };

// What Formik's validationSchema produces for the same values: the lazy form must match it.
async function eagerErrors(values: Values) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (err) {
    return yupToFormErrors(err);
  }
}

describe('lazySchemaValidate', () => {
  it('gives the same errors as validationSchema and loads the schema once', async () => {
    const load = jest.fn(async () => schema);
    const validate = lazySchemaValidate<Values>(load);
    for (const values of [
      { email: '', password: '' },
      { email: 'not-an-email', password: 'short' },
      { email: ' a@b.co ', password: 'long enough' },
    ]) {
      expect(await validate(values)).toEqual(await eagerErrors(values));
    }
    expect(await validate({ email: '', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load on the next check instead of failing forever', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schema);
    const validate = lazySchemaValidate<Values>(load);
    await expect(validate({ email: '', password: '' })).rejects.toThrow('chunk failed');
    expect(await validate({ email: 'a@b.co', password: 'long enough' })).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on errors that are not validation errors', async () => {
    const broken = yup.object({
      email: yup.string().test('boom', 'x', () => {
        throw new TypeError('bug');
      }),
    });
    const validate = lazySchemaValidate<{ email: string }>(async () => broken);
    await expect(validate({ email: 'a' })).rejects.toThrow('bug');
  });
});

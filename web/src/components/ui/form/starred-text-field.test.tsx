import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { starredTextFields } from './starred-text-field';

function PersonFields() {
  const form = useForm<{ FName: string; Initial: string }>({ defaultValues: { FName: '', Initial: '' } });
  const field = starredTextFields(form, 'person');
  return (
    <form>
      {field('FName', 'First name', { required: true, max: 50 })}
      {field('Initial', 'Initial', { max: 1 })}
    </form>
  );
}

describe('starredTextFields', () => {
  it('stars and requires only the fields said to be required', () => {
    render(<PersonFields />);
    const first = screen.getByRole('textbox', { name: /First name/ });
    const initial = screen.getByRole('textbox', { name: /Initial/ });
    expect((first as HTMLInputElement).required).toBe(true);
    expect(first.id).toBe('person-FName');
    expect((first as HTMLInputElement).maxLength).toBe(50);
    expect(document.querySelector('label[for="person-FName"] .required-star')).not.toBeNull();
    expect((initial as HTMLInputElement).required).toBe(false);
    expect(document.querySelector('label[for="person-Initial"] .required-star')).toBeNull();
  });
});

// The implementation's templates make objects of classes kit.h defines after
// its #include of this file, of types that do not depend on the templates'
// parameters: Visual C++ looked them up at instantiation.
#pragma once
#include <amp.h>

namespace kit
{
    namespace details
    {
        template <typename T>
        void shrink(concurrency::array_view<T, 1> a)
        {
            concurrency::parallel_for_each(a.extent, [=](concurrency::index<1> i) restrict(amp) {
                a[i] = kit::clamp_to_byte()(kit::halve<int>()(a[i]));
            });
        }

        // Depends on T: a declaration is enough.
        template <typename T>
        T doubled(T x)
        {
            return kit::twice<T>()(x);
        }
    }
}

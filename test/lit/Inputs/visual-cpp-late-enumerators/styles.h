#pragma once

namespace shapes
{
    namespace impl
    {
        enum FillStyle
        {
            kOnes = 0,
            kTwos = 1
        };
    }
}

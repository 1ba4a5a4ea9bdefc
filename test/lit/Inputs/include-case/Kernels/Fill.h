#pragma once
inline int fill_value() restrict(amp, cpu) { return 7; }

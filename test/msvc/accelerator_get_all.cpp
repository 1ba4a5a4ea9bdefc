// Visual C++ style: the accelerator selection loop of Microsoft's samples:
// accelerator::get_all(), skip the emulated ones (the reference rasterizer,
// the CPU accelerator), prefer dedicated memory, make the choice the
// default with accelerator::set_default(device_path), print its
// description with std::wcout, and run on its default view.
#include "stdafx.h"
#include <amp.h>
#include <iostream>
#include <vector>

using namespace concurrency;

bool pick_accelerator()
{
    std::vector<accelerator> accs = accelerator::get_all();
    accelerator chosen;
    bool found = false;
    for (size_t i = 0; i < accs.size(); i++)
    {
        if (accs[i].is_emulated)
            continue;
        if (!found || accs[i].dedicated_memory > chosen.dedicated_memory)
        {
            chosen = accs[i];
            found = true;
        }
    }
    if (!found)
    {
        std::wcout << L"No hardware accelerator found" << std::endl;
        return false;
    }
    std::wcerr << L"Using " << chosen.description << std::endl;
    accelerator::set_default(chosen.device_path);
    return true;
}

int _tmain(int argc, _TCHAR* argv[])
{
    bool hardware = pick_accelerator();
    accelerator def;
    std::vector<accelerator> accs = accelerator::get_all();
    bool listed = false;
    for (size_t i = 0; i < accs.size(); i++)
        if (accs[i] == def)
            listed = true;

    const int size = 512;
    std::vector<int> v(size);
    array_view<int, 1> av(size, v);
    parallel_for_each(def.default_view, av.extent, [=](index<1> idx) restrict(amp)
    {
        av[idx] = idx[0] * 3;
    });
    av.synchronize();
    int wrong = 0;
    for (int i = 0; i < size; i++)
        if (v[i] != i * 3)
            wrong++;
    bool ok = listed && wrong == 0 && def.default_view.accelerator == def;
    std::wcout << L"default accelerator listed: " << (listed ? L"yes" : L"no")
               << L", hardware chosen: " << (hardware ? L"yes" : L"no") << std::endl;
    std::wcout << L"accelerator selection: " << (ok ? L"PASSED" : L"FAILED") << std::endl;
    return ok ? 0 : 1;
}
